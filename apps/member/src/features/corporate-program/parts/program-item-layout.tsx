/**
 * The course player's frame for a corporate program's learning item (spec §2, decision 0046): the cohort frame with
 * the item's answer — the item's title, the trail Cybersecurity Culture / its batch / the item, its content's exam —
 * every link under the item's own path (`…/module/…`). The pages inside read the item's answer from the context.
 */
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { memberProgramBatchPagePath } from '@akademi-siber/util-contracts';
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

function ProgramItemFrame({ item }: { item: ProgramItemRef }) {
  const home = useProgramItem(item);
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
