import { createPageMeta, summaryOf } from './page-meta';

const INDEX =
  '<html><head><title>Akademi Siber</title><meta name="description" content="Situs" /></head><body></body></html>';

describe('page meta for link previews', () => {
  // render() needs no database; lookup() is exercised through the static site (static-site.test.ts).
  const meta = createPageMeta({} as never, 'https://akademi.test');

  it('escapes what a course says, so a title cannot close the tag or start a script', () => {
    const html = meta.render(INDEX, '/belajar-online/x', {
      title: '"><script>alert(1)</script> $& $1',
      description: "Kelas 'uji' & <b>",
      image: 'https://akademi.test/a.png',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</title>');
    expect(html).toContain('<meta property="og:description" content="Kelas &#39;uji&#39; &amp; &lt;b&gt;" />');
    expect(html).toContain('<meta property="og:image" content="https://akademi.test/a.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('reads and replaces a description written over several lines, as the built index.html has it', () => {
    const built = INDEX.replace(
      '<meta name="description" content="Situs" />',
      '<meta\n      name="description"\n      content="Situs"\n    />',
    );
    expect(meta.render(built, '/login', undefined)).toContain('<meta property="og:description" content="Situs" />');
    const course = meta.render(built, '/belajar-online/x', { title: 'Kelas', description: 'Tentang kelas' });
    expect(course).toContain('<meta name="description" content="Tentang kelas" />');
    expect(course).not.toContain('Situs');
  });

  it('keeps the site title and description for a page without its own', () => {
    const html = meta.render(INDEX, '/login', undefined);
    expect(html).toContain('<title>Akademi Siber</title>');
    expect(html).toContain('<meta property="og:description" content="Situs" />');
    expect(html).toContain('<meta property="og:url" content="https://akademi.test/login" />');
    expect(html).not.toContain('og:image');
  });

  it('points every Cybercast page, and no other, to the podcast feed', () => {
    const feed =
      '<link rel="alternate" type="application/rss+xml" title="Cybercast Akademi Siber" ' +
      'href="https://akademi.test/cybercast/feed.xml" />';
    expect(meta.render(INDEX, '/cybercast', undefined)).toContain(feed);
    expect(meta.render(INDEX, '/cybercast/episode/eps-1', undefined)).toContain(feed);
    expect(meta.render(INDEX, '/blog', undefined)).not.toContain('application/rss+xml');
    expect(meta.render(INDEX, '/cybercastx', undefined)).not.toContain('application/rss+xml');
  });

  it('summarises Markdown as plain text of at most about 200 characters, cut at a word', () => {
    expect(summaryOf('## Judul\n\nBelajar **aman** di [web](https://x.id) ![gambar](a.png)')).toBe(
      'Judul Belajar aman di web',
    );
    const long = summaryOf('kata '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('kata…')).toBe(true);
  });
});
