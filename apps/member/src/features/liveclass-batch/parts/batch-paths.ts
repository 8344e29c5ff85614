/** Where a member's batch lives in the member area (the join page's path is the contracts' `memberJoinPagePath`). */
export const batchPagePath = (liveclassSlug: string, batchSlug: string) =>
  `/member/liveclass/${encodeURIComponent(liveclassSlug)}/${encodeURIComponent(batchSlug)}`;
