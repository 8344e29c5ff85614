// The Cybercast podcast feed (/cybercast/feed.xml, decision 0049): RSS 2.0 with the iTunes tags Apple Podcasts
// requires, absolute URLs from PUBLIC_URL, published episodes with audio only. Every text is XML-escaped here, once.
import type { FeedEpisodeRow } from './repository';

export const FEED_PATH = '/cybercast/feed.xml';
export const FEED_COVER_PATH = `/api/cybercast/media/sampul-cybercast.jpg`;
export const FEED_OWNER_EMAIL = 'podcast@akademisiber.id';

/** Escapes the five XML specials and drops characters XML 1.0 forbids (control characters a title might carry). */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const tag = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;

function item(origin: string, row: FeedEpisodeRow): string {
  const link = `${origin}/cybercast/episode/${row.slug}`;
  return [
    '<item>',
    tag('title', row.title),
    tag('link', link),
    `<guid isPermaLink="false">${xmlEscape(`akademi-siber-cybercast-${row.id}`)}</guid>`,
    tag('pubDate', (row.publishedAt ?? new Date(0)).toUTCString()),
    tag('description', row.summary),
    tag('itunes:summary', row.summary),
    `<enclosure url="${xmlEscape(origin + row.audioUrl)}" length="${row.audioBytes}"` +
      ` type="${xmlEscape(row.audioType)}"/>`,
    tag('itunes:duration', String(row.durationSeconds ?? 0)),
    tag('itunes:episodeType', 'full'),
    tag('itunes:explicit', 'false'),
    '</item>',
  ].join('');
}

export function cybercastFeed(origin: string, episodes: readonly FeedEpisodeRow[]): string {
  const site = `${origin}/cybercast`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
    ' xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    tag('title', 'Cybercast Akademi Siber'),
    tag('link', site),
    `<atom:link href="${xmlEscape(origin + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    tag('language', 'id'),
    tag('description', 'Obrolan seputar keamanan siber: wawancara praktisi, bedah kasus, dan karier di dunia siber.'),
    tag('itunes:author', 'Akademi Siber'),
    `<itunes:owner>${tag('itunes:name', 'Akademi Siber')}${tag('itunes:email', FEED_OWNER_EMAIL)}</itunes:owner>`,
    `<itunes:image href="${xmlEscape(origin + FEED_COVER_PATH)}"/>`,
    '<itunes:category text="Technology"/>',
    tag('itunes:explicit', 'false'),
    tag('itunes:type', 'episodic'),
    ...episodes.map((row) => item(origin, row)),
    '</channel></rss>',
  ].join('\n');
}
