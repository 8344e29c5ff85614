/**
 * Downloads a file the browser fetches itself (large CSVs, PDFs), which cannot carry the Authorization header:
 * the token helper (spec §7) first gets a single-use token for it, then a plain `<a download>` opens
 * `file?token=`. A failed token load shows the red 'Info' toast with the server's or the exception's message
 * (spec §8); a success without a token, 'Terjadi kesalahan saat mendownload file'.
 */
import { errorMessage, useRequestAuthTokenMutation } from '@akademi-siber/data-access-api';
import { useToast } from '@akademi-siber/ui-design-system';

export const DOWNLOAD_FAILED_MESSAGE = 'Terjadi kesalahan saat mendownload file';

export function useTokenDownload() {
  const [requestToken, { isLoading }] = useRequestAuthTokenMutation();
  const toast = useToast();

  /** Resolves true once the browser was handed the download. */
  async function download(tokenPath: string, filePath: string): Promise<boolean> {
    let token: string | null;
    try {
      token = await requestToken(tokenPath).unwrap();
    } catch (error) {
      toast.show({ id: 'token-download', message: errorMessage(error, DOWNLOAD_FAILED_MESSAGE) });
      return false;
    }
    if (!token) {
      toast.show({ id: 'token-download', message: DOWNLOAD_FAILED_MESSAGE });
      return false;
    }
    const link = document.createElement('a');
    link.href = `${filePath}${filePath.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
    link.download = '';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    return true;
  }

  return { download, isPreparing: isLoading };
}
