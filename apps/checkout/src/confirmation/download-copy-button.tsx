import { notify, useAppDispatch } from '@touchline/store';
import { Button, saveFile } from '@touchline/ui';
import { useState } from 'react';
import { useCheckoutApi } from '../checkout-flow/use-checkout-api';
import { useCheckoutT } from '../messages/checkout-messages';

/** 'Download copy': the order's PDF, written in the browser's time zone. */
export function DownloadCopyButton({ club, orderId, orderSeq }: DownloadCopyProps) {
  const t = useCheckoutT();
  const api = useCheckoutApi();
  const dispatch = useAppDispatch();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const pdf = await api.downloadOrderPdf(club, orderId);
      saveFile(pdf, `order-${orderSeq}.pdf`);
    } catch {
      dispatch(notify({ type: 'danger', title: t('confirmation.downloadFailed') }));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="secondary" loading={loading} onClick={download}>
      {t('confirmation.download')}
    </Button>
  );
}

interface DownloadCopyProps {
  club: string;
  orderId: string;
  orderSeq: number;
}
