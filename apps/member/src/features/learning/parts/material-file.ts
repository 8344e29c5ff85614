/** A file material's download through the token helper (decision 0011): the token path, then the file path. */
export function materialFileDownload(courseSlug: string, hashId: string): [tokenPath: string, filePath: string] {
  const base = `api/member/kelas/${encodeURIComponent(courseSlug)}/materi/${encodeURIComponent(hashId)}`;
  return [`${base}/file-token`, `/${base}/file`];
}
