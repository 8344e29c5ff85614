/** The batch the address names (`/member/liveclass/:liveclassSlug/:batchSlug/…`), the same object while it does. */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { BatchRef } from './batch-learning-paths';

export function useBatchRef(): BatchRef {
  const { liveclassSlug = '', batchSlug = '' } = useParams();
  return useMemo(() => ({ liveclassSlug, batchSlug }), [liveclassSlug, batchSlug]);
}
