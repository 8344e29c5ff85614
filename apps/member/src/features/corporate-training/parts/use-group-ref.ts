/**
 * The group the address names (`…/corporate-training/:trainingSlug/:groupSlug/…`), the same object while it does. Its
 * learning lives at the group's own path (decision 0044), its pages are a cohort's (decision 0045, the liveclass-batch
 * feature's).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { MemberGroupArgs } from '../data/corporate-training-api';

export function useGroupRef(): MemberGroupArgs {
  const { trainingSlug = '', groupSlug = '' } = useParams();
  return useMemo(() => ({ trainingSlug, groupSlug }), [trainingSlug, groupSlug]);
}
