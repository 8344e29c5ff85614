/**
 * Where a corporate-training group's learning lives (decision 0044): its content (a course record, served by the
 * course player's endpoints under `contentSlug`) at the group's own path, `/member/corporate-training/{training}/
 * {group}/…`, as a live-class batch's (decision 0041). A group has no tests of its own: it shows the content's
 * pre-test, post-test and exam (its final test), each only where the content has it.
 */
import { memberGroupPagePath, type BatchTestStatus, type CoursePlayer } from '@akademi-siber/util-contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetAssessmentInfoQuery } from '../../assessments';
import { nestedPlayerPaths, type PlayerLabels, type PlayerPaths } from '../../learning';
import type { MemberGroupArgs } from '../data/corporate-training-api';

/** The group the address names (`…/corporate-training/:trainingSlug/:groupSlug/…`), the same object while it does. */
export function useGroupRef(): MemberGroupArgs {
  const { trainingSlug = '', groupSlug = '' } = useParams();
  return useMemo(() => ({ trainingSlug, groupSlug }), [trainingSlug, groupSlug]);
}

export const groupHomePath = ({ trainingSlug, groupSlug }: MemberGroupArgs) =>
  memberGroupPagePath(trainingSlug, groupSlug);

/** The player's paths for a group whose content has this outline; a completion certificate is the course's. */
export const groupPlayerPaths = (group: MemberGroupArgs, course: CoursePlayer): PlayerPaths =>
  nestedPlayerPaths(groupHomePath(group), course, (number) => `/member/certificate/${encodeURIComponent(number)}`);

export const GROUP_LABELS: PlayerLabels = { back: 'Kembali ke grup', exam: 'final test' };

/**
 * The content's tests in order (pre-test, post-test, final test) with where the member stands, from their info
 * endpoints (`api/member/kelas/{contentSlug}/pre-test|post-test|ujian`); one the content lacks (404) is left out, as
 * is the exam when the outline says there is none.
 */
export function useGroupTests(course: CoursePlayer): BatchTestStatus[] {
  const { data: pre } = useGetAssessmentInfoQuery({ courseSlug: course.slug, test: 'pre_test' });
  const { data: post } = useGetAssessmentInfoQuery({ courseSlug: course.slug, test: 'post_test' });
  const { data: final } = useGetAssessmentInfoQuery({ courseSlug: course.slug }, { skip: !course.hasExam });
  return useMemo(
    () =>
      (
        [
          ['pre_test', pre],
          ['post_test', post],
          ['final_test', course.hasExam ? final : undefined],
        ] as const
      ).flatMap(([kind, info]) =>
        info
          ? [
              {
                kind,
                title: info.title,
                opensAt: null,
                closesAt: null,
                locked: info.locked,
                passingScore: info.passingScore,
                bestScore: info.bestScore,
                passed: info.passed,
              },
            ]
          : [],
      ),
    [pre, post, final, course.hasExam],
  );
}
