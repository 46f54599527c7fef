import type { HttpClient, HttpRequestConfig, HttpResponse } from '../contract/http';

/**
 * The file name a Content-Disposition header gives ('attachment; filename="x.xlsx"' or the
 * RFC 5987 form filename*=UTF-8''...), or the fallback.
 */
export function fileNameFromDisposition(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Badly encoded: the plain parameter may still name it.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : fallback;
}

/** Saves a blob answer under the name its Content-Disposition gives, or the fallback. */
export function saveBlobResponse(
  response: Pick<HttpResponse<Blob>, 'data' | 'headers'>,
  fallback: string,
): string {
  const name = fileNameFromDisposition(response.headers['content-disposition'], fallback);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/**
 * GET `path` as a blob and save it under the answer's Content-Disposition name (or `fallback`);
 * resolves with the name. Failures reach the caller, who says what they mean on its screen.
 */
export async function downloadFile(
  http: HttpClient,
  path: string,
  fallback: string,
  config: Omit<HttpRequestConfig, 'responseType'> = {},
): Promise<string> {
  const response = await http.get<Blob>(path, { ...config, responseType: 'blob' });
  return saveBlobResponse(response, fallback);
}
