/**
 * The course player's frame for a corporate program's learning item (spec §2, decision 0046): the cohort frame with
 * the item's answer — the item's title, the trail Cybersecurity Culture / its batch / the item, its content's exam —
 * every link under the item's own path (`…/module/…`). The pages inside read the item's answer from the context.
 */
import { useRefreshUser } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { memberProgramBatchPagePath } from '@akademi-siber/util-contracts';
import { useEffect, useRef } from 'react';
import { CohortPlayerLayout, type CohortView, type ProgramItemRef } from '../../liveclass-batch';
import { ProgramItemContext, useProgramItem, useProgramItemRef, type ProgramItemHome } from './use-program-item';

const programView = ({ program, item }: ProgramItemHome, ref: ProgramItemRef): CohortView => ({
  cohort: ref,
  title: item.title,
  name: item.title,
  subtitle: `${program.batch.name} · ${program.company.name}`,
  parent: { label: program.batch.name, to: memberProgramBatchPagePath(program.batch.id) },
  contentSlug: item.contentSlug,
  learning: null,
});

/**
 * Completing the item here (its last material, its last quiz) awards its program points in the ledger: the session's
 * user is fetched again so that the navbar's points show them (the session keeps the user; the 'User' tag those calls
 * invalidate does not refetch it).
 */
function useUserRefreshOnCompletion(completedAt: string | null | undefined) {
  const refreshUser = useRefreshUser();
  const previous = useRef(completedAt);
  useEffect(() => {
    const was = previous.current;
    previous.current = completedAt;
    if (was === null && completedAt) void refreshUser().catch(() => undefined);
  }, [completedAt, refreshUser]);
}

function ProgramItemFrame({ item }: { item: ProgramItemRef }) {
  const home = useProgramItem(item);
  useUserRefreshOnCompletion(home.data?.item.completedAt);
  return (
    <ProgramItemContext.Provider value={home.data ?? null}>
      <CohortPlayerLayout cohort={item} home={home} toView={programView} />
    </ProgramItemContext.Provider>
  );
}

export function ProgramItemLayout() {
  const item = useProgramItemRef();
  if (!item) return <ErrorPanel status={404} />;
  return <ProgramItemFrame key={`${item.corporateId}/${item.itemId}`} item={item} />;
}
