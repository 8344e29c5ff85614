import { screen } from '@testing-library/react';
import { Markdown } from './markdown';
import { renderWithDesignSystem } from './lib/test-utils';

const render = (source: string, headingLevel?: 1 | 2 | 3 | 4) =>
  renderWithDesignSystem(<Markdown source={source} headingLevel={headingLevel} />);

describe('Markdown (lab text, blog posts, static pages)', () => {
  it('renders paragraphs, headings under the page, lists, quotes, code blocks, inline code, strong, emphasis', () => {
    const { container } = render(
      [
        '# Misi',
        'Temukan *kunci uji* yang **tertinggal** di `index.html`.',
        'Baris kedua paragraf yang sama.',
        '',
        '## Langkah',
        '- buka sumber halaman',
        '- cari komentar',
        '',
        '1. satu',
        '2. dua',
        '',
        '> Jangan jalankan di produksi.',
        '',
        '```bash',
        'echo QUtTQnt9 | base64 -d',
        '<b>bukan tebal</b>',
        '```',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Misi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Langkah' })).toBeInTheDocument();
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('Temukan kunci uji yang tertinggal di index.html. Baris kedua paragraf');
    expect(paragraph?.querySelector('em')).toHaveTextContent('kunci uji');
    expect(paragraph?.querySelector('strong')).toHaveTextContent('tertinggal');
    expect(paragraph?.querySelector('code')).toHaveTextContent('index.html');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(container.querySelector('ol')).toHaveTextContent('satu dua');
    expect(container.querySelector('blockquote')).toHaveTextContent('Jangan jalankan di produksi.');
    const block = container.querySelector('pre');
    expect(block).toHaveAttribute('tabindex', '0');
    expect(block?.textContent).toBe('echo QUtTQnt9 | base64 -d\n<b>bukan tebal</b>\n');
    expect(container.querySelector('b')).toBeNull();
  });

  it('never turns the text into HTML: tags and scripts show as text', () => {
    const { container } = render('<img src=x onerror="alert(1)"> <script>alert(2)</script> **<i>x</i>**');
    expect(container.querySelector('img, script, i')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(2)</script> <i>x</i>');
  });

  it('links only to http(s), mailto and our own pages; another site opens in a new tab without a handle', () => {
    render(
      '[panduan](https://wireguard.com/quickstart/) [surat](mailto:lab@akademisiber.id) [blog](/blog) ' +
        '[jahat](javascript:alert(1))',
    );
    const guide = screen.getByRole('link', { name: 'panduan' });
    expect(guide).toHaveAttribute('href', 'https://wireguard.com/quickstart/');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'surat' })).toHaveAttribute('href', 'mailto:lab@akademisiber.id');
    expect(screen.getByRole('link', { name: 'blog' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'jahat' })).toBeNull();
    expect(screen.getByText('jahat')).toBeInTheDocument();
  });

  it('renders images from http(s) and our own paths, and GFM tables', () => {
    render('![sampul](/web/uploads/a.png)\n\n| Port | Layanan |\n| --- | --- |\n| 22 | ssh |');
    expect(screen.getByRole('img', { name: 'sampul' })).toHaveAttribute('src', '/web/uploads/a.png');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ssh' })).toBeInTheDocument();
  });

  it('reads the seed\u2019s plain paragraphs with `## ` subheadings as they were written', () => {
    const { container } = render('# Bagian\n\nParagraf satu.\n\n## Subjudul\n\nParagraf dua.', 1);
    expect(screen.getByRole('heading', { level: 2, name: 'Subjudul' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bagian' })).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Paragraf satu.', 'Paragraf dua.']);
  });

  it('keeps Markdown inside code as it is, and a fence without its end runs to the end of the text', () => {
    const { container } = render('`*bukan miring*` dan ``a ` b``\n\n```\nAKSB{x}\n# bukan judul');
    expect(container.querySelector('em')).toBeNull();
    expect([...container.querySelectorAll('p code')].map((code) => code.textContent)).toEqual([
      '*bukan miring*',
      'a ` b',
    ]);
    expect(container.querySelector('pre')?.textContent).toBe('AKSB{x}\n# bukan judul\n');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('caps the heading levels at h6', () => {
    render('#### empat\n\n###### enam', 4);
    expect(screen.getByRole('heading', { level: 6, name: 'empat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'enam' })).toBeInTheDocument();
  });
});
