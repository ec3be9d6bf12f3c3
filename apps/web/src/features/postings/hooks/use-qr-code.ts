import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: the QR image is 150 px wide with a margin of 1 module. */
const QR_OPTIONS = { width: 150, margin: 1, errorCorrectionLevel: 'M' } as const;

async function drawQrCode(text: string): Promise<string> {
  try {
    return await toDataURL(text, QR_OPTIONS);
  } catch (error) {
    // eslint-disable-next-line no-console -- spec §8: QR failures are only logged
    console.warn('The QR code could not be drawn', error);
    throw error;
  }
}

/** The QR image of `text` as a PNG data: URL, drawn in the browser (no request: no loading overlay). */
export function useQrCode(text: string | undefined) {
  return useQuery({
    queryKey: queryKeys.postings.qrCode(text),
    queryFn: () => drawQrCode(text ?? ''),
    enabled: Boolean(text),
    staleTime: Infinity,
  });
}
