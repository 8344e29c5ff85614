/**
 * What a free preview shows that needs a library of its own: an article's Markdown (rendered and sanitised as on the
 * member's page) or an uploaded video's HLS stream (decision 0054). Loaded by the preview dialog when it opens, so the
 * course page itself carries neither library.
 */
import { HlsVideo } from '@akademi-siber/feature-app-frame/hls-video';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';

export default function PreviewContent({
  title,
  body,
  hlsUrl,
}: {
  title: string;
  body: string | null;
  hlsUrl: string | null;
}) {
  if (body) return <Markdown source={body} headingLevel={3} />;
  return hlsUrl ? <HlsVideo src={hlsUrl} title={title} testId="preview-video" /> : null;
}
