/**
 * The learning item the address names (`/member/-corporate-program/:lmsSlug/:corpId/:compId/…`, spec §2) with the
 * member's batch around it. The address names the company and the item but not the batch, so the item is looked for
 * in the member's batches of that company — the stored batch (`batch`, spec §4) first — one batch answer at a time
 * (the same answers the batch page shows, so finishing a material refreshes both). Not one of the member's items, or
 * an address whose content is not the item's, answers 404.
 */
import { readStoredBatchId } from '@akademi-siber/data-access-auth';
import type { MemberProgramBatch, MemberProgramItem, MemberProgramSummary } from '@akademi-siber/util-contracts';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ProgramItemRef } from '../../liveclass-batch';
import { useGetMemberProgramBatchQuery, useGetMemberProgramsQuery } from '../data/corporate-program-api';

export interface ProgramItemHome {
  program: MemberProgramBatch;
  item: MemberProgramItem;
}

/** What the frame reads of the item's answer (a query's shape). */
export interface ProgramItemQuery {
  data?: ProgramItemHome;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The error of an item that is not the member's: the app's 404, as the API answers a batch that is not theirs. */
export const ITEM_NOT_FOUND = { status: 404, message: 'Materi program tidak ditemukan.' } as const;

const WHOLE = /^[1-9]\d{0,9}$/;

/** The item the address names, or null when its ids are not ids (the 404 of spec §8 "validation fails"). */
export function useProgramItemRef(): ProgramItemRef | null {
  const { lmsSlug = '', corpId = '', compId = '' } = useParams();
  return useMemo(
    () =>
      lmsSlug && WHOLE.test(corpId) && WHOLE.test(compId)
        ? { contentSlug: lmsSlug, corporateId: Number(corpId), itemId: Number(compId) }
        : null,
    [lmsSlug, corpId, compId],
  );
}

/** The member's batches of the company, the stored one first. */
function candidateBatches(programs: MemberProgramSummary[] | undefined, corporateId: number): number[] {
  if (!programs) return [];
  const stored = readStoredBatchId();
  const ids = [...new Set(programs.filter((row) => row.company.id === corporateId).map((row) => row.batch.id))];
  return stored !== null && ids.includes(stored) ? [stored, ...ids.filter((id) => id !== stored)] : ids;
}

/** Mount it keyed by the item: moving to another item starts the search again. */
export function useProgramItem(ref: ProgramItemRef): ProgramItemQuery {
  const programs = useGetMemberProgramsQuery();
  const candidates = useMemo(() => candidateBatches(programs.data, ref.corporateId), [programs.data, ref.corporateId]);
  const [index, setIndex] = useState(0);
  const batchId = candidates[index];
  // `currentData`: the answer for this batch, never the previous candidate's while this one loads.
  const batch = useGetMemberProgramBatchQuery(batchId ?? 0, { skip: batchId === undefined });
  const answer = batch.currentData;
  const item = answer?.learningItems.find((entry) => entry.id === ref.itemId);
  const searching = answer !== undefined && item === undefined && index + 1 < candidates.length;
  useEffect(() => {
    if (searching) setIndex((current) => current + 1);
  }, [searching]);

  const found = item !== undefined && item.contentSlug === ref.contentSlug;
  const data = useMemo(() => (answer && item && found ? { program: answer, item } : undefined), [answer, item, found]);
  const { error: listError, isLoading: listLoading, data: list, refetch: refetchList } = programs;

  if (listError) return { isLoading: false, error: listError, refetch: refetchList };
  if (!list || listLoading) return { isLoading: true, refetch: refetchList };
  if (candidates.length === 0) return { isLoading: false, error: ITEM_NOT_FOUND, refetch: refetchList };
  if (batch.error) return { isLoading: false, error: batch.error, refetch: batch.refetch };
  if (!answer || searching) return { isLoading: true, refetch: batch.refetch };
  if (!data) return { isLoading: false, error: ITEM_NOT_FOUND, refetch: batch.refetch };
  return { data, isLoading: false, refetch: batch.refetch };
}

/** The item's answer for the pages inside its frame (the frame has it already: no second request). */
export const ProgramItemContext = createContext<ProgramItemHome | null>(null);

export function useProgramItemHome(): ProgramItemHome {
  const home = useContext(ProgramItemContext);
  if (!home) throw new Error("useProgramItemHome: this page must sit inside a program item's player frame.");
  return home;
}
