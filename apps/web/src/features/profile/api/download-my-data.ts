import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_FAILURE } from '@/shared/api/api-client';
import { useSession } from '@/shared/session/session-store';

/** The name the server gives the file (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'little-souq-my-data.json';
}

/** Hands the browser a file to save, as a click on a download link would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the address is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * GET /api/user/data with the shopper's token, saved as the JSON file the server made (docs/product/
 * accounts.md, "Your data"). Read as bytes rather than through apiRequest, so the file is exactly the
 * server's; a refusal still signs out a dead token and says the server's message.
 */
export async function downloadMyData(): Promise<void> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch('/api/user/data', {
      headers: { Accept: 'application/json', ...(token ? { token } : {}) },
    });
  } catch {
    throw new ApiError(NETWORK_FAILURE, 0);
  }
  if (!response.ok) {
    if (response.status === 401 && token) useSession.getState().signOut();
    const refusal: unknown = await response.json().catch(() => null);
    const message =
      typeof refusal === 'object' && refusal !== null && 'message' in refusal
        ? String(refusal.message)
        : `The store answered ${response.status}. Please try again.`;
    throw new ApiError(message, response.status);
  }
  saveFile(await response.blob(), fileNameOf(response));
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
