import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { SkeletonList } from '@akademi-siber/ui-design-system';
import type { OrderItemRef, PromoQuote } from '@akademi-siber/util-contracts';
import { useCheckPromoCodeMutation } from '../data/orders-api';

/**
 * A code chosen on the previous step (cart) is quoted again for these items before the review shows, so the
 * confirmation displays the server's current discount; a code that no longer applies simply drops off.
 */
export function PromoPrefill({
  code,
  items,
  children,
}: {
  code: string | null;
  items: OrderItemRef[];
  children: (quote: PromoQuote | null) => ReactNode;
}) {
  const [check] = useCheckPromoCodeMutation();
  const [state, setState] = useState<{ done: boolean; quote: PromoQuote | null }>({ done: !code, quote: null });
  // Quoted once per code, when the review opens: the items are those the review was opened with.
  const quoteCode = useEffectEvent((promo: string, cancelled: () => boolean) => {
    check({ code: promo, items })
      .unwrap()
      .then((quote) => !cancelled() && setState({ done: true, quote }))
      .catch(() => !cancelled() && setState({ done: true, quote: null }));
  });
  useEffect(() => {
    if (!code) return undefined;
    let cancelled = false;
    quoteCode(code, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [code]);
  if (!state.done) return <SkeletonList rows={2} />;
  return <>{children(state.quote)}</>;
}
