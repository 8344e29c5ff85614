/** Blog and Cybercast as the public site reads them (spec §2 routes, §7 list-categories). */

/** `GET /api/blog/list-categories`, `GET /api/cybercast/list-categories`: the client reads `data[].category`. */
export interface ContentCategory {
  slug: string;
  category: string;
  /** Published items in the category. */
  total: number;
}

export interface ContentAuthor {
  name: string;
  username: string;
}

interface ContentItemBase {
  slug: string;
  title: string;
  summary: string;
  category: { slug: string; category: string };
  author: ContentAuthor;
  coverUrl: string | null;
  /** ISO 8601. */
  publishedAt: string;
}

/** `GET /api/blog/posts`: one row of the list. */
export interface BlogPostSummary extends ContentItemBase {
  readingMinutes: number;
}

/** `GET /api/blog/posts/:blogSlug`: the post, its text and a few related posts of the same category. */
export interface BlogPost extends BlogPostSummary {
  /** Plain text: paragraphs separated by a blank line; a line starting with `## ` is a subheading. */
  body: string;
  related: BlogPostSummary[];
}

/** `GET /api/cybercast/episodes`: an episode with its show notes. */
export interface CybercastEpisode extends ContentItemBase {
  /** Show notes, in the same plain-text form as a blog post body. */
  body: string;
  durationSeconds: number;
  /** Where the episode is played (audio or video); null until it is published there. */
  mediaUrl: string | null;
  /** The episode's optional video (MP4, played as it is), beside its audio. */
  videoUrl: string | null;
}

/** `/api/lcadm/cybercast/episodes`: an episode as the staff edit it, draft or published. */
export interface AdminCybercastEpisode {
  id: number;
  slug: string;
  title: string;
  summary: string;
  showNotes: string;
  category: { id: number; slug: string; category: string };
  status: 'draft' | 'published';
  /** ISO 8601; null while a draft. */
  publishedAt: string | null;
  durationSeconds: number | null;
  audioUrl: string | null;
  coverUrl: string | null;
  videoUrl: string | null;
}

/** `/api/lcadm/cybercast/categories` (and the blog's): a category with how many items of every status use it. */
export interface StaffContentCategory {
  id: number;
  slug: string;
  category: string;
  order: number;
  /** Items (drafts included) in it: it can be deleted only at 0. */
  posts: number;
}

/** `/api/lcadm/blog/posts`: a post as the staff edit it. The status comes from `publishedAt` (decision 0048). */
export interface AdminBlogPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  category: { id: number; slug: string; category: string };
  author: { id: number; name: string; username: string };
  coverUrl: string | null;
  status: 'draft' | 'scheduled' | 'published';
  /** ISO 8601; null while a draft, in the future while scheduled. */
  publishedAt: string | null;
  createdAt: string;
}

/** `GET /api/lcadm/blog/authors`: who may sign a post (authors and admins). */
export interface BlogAuthorOption {
  id: number;
  name: string;
  username: string;
}

/** `POST /api/lcadm/blog/images`: an uploaded picture, for the cover or the body. */
export interface BlogImage {
  url: string;
}

/** `GET /api/pages/:pageSlug`: a company or legal page (about us, privacy, terms, the affiliate policy). */
export interface StaticPage {
  slug: string;
  title: string;
  /** Markdown. */
  body: string;
  /** ISO 8601: shown as "Terakhir diperbarui". */
  updatedAt: string;
}

/** `/api/lcadm/pages`: a static page as the admins edit it, with who changed it last. */
export interface AdminStaticPage extends StaticPage {
  /** The page's public address. */
  path: string;
  updatedBy: { name: string } | null;
}

/** The static pages by their key (`/api/pages/:pageSlug`, `/admin/halaman/:pageSlug`) and their public address. */
export const STATIC_PAGE_PATHS = {
  'tentang-kami': '/tentang-kami',
  'kebijakan-privasi': '/kebijakan-privasi',
  'syarat-dan-ketentuan': '/syarat-dan-ketentuan',
  'kebijakan-afiliasi': '/affiliate-program/kebijakan',
} as const;
export type StaticPageSlug = keyof typeof STATIC_PAGE_PATHS;
