/**
 * The article's Markdown editor in the material dialog (decision 0054): the staff's `MarkdownEditor` with the
 * content's picture upload. Its own module, loaded when an article is edited, so the Markdown libraries do not come
 * with the course builder's pages.
 */
import { MarkdownEditor, type MarkdownEditorProps } from '@akademi-siber/feature-app-frame/markdown-editor';
import { useUploadAuthoredPictureMutation } from './content-api';

export default function ArticleEditor({
  contentSlug,
  ...props
}: Omit<MarkdownEditorProps, 'uploadImage'> & { contentSlug: string }) {
  const [uploadPicture] = useUploadAuthoredPictureMutation();
  return (
    <MarkdownEditor
      {...props}
      uploadImage={async (picture) => (await uploadPicture({ contentSlug, file: picture }).unwrap()).url}
    />
  );
}
