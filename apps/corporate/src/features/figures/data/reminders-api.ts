import { api } from '@akademi-siber/data-access-api';
import { MANAGER_PATHS, type ReminderResult } from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

interface BatchArgs {
  batchId: number;
  corporateId: number;
}

/** The answer with the API's message ("Pengingat terkirim ke …"), which the page shows as it is. */
export interface ReminderAnswer {
  message: string;
  data: ReminderResult;
}

// A reminder changes what the dashboard and the Member list show (last reminded), so both refetch.
export const remindersApi = api
  .enhanceEndpoints({ addTagTypes: ['CorporateDashboard', 'CorporateMember'] })
  .injectEndpoints({
    endpoints: (build) => ({
      remindEmployee: build.mutation<ReminderAnswer, BatchArgs & { username: string }>({
        query: ({ batchId, corporateId, username }) => ({
          url: path(MANAGER_PATHS.reminder(batchId, corporateId)),
          method: 'POST',
          body: { username },
        }),
        extraOptions: { rawBody: true },
        invalidatesTags: ['CorporateDashboard', 'CorporateMember'],
      }),
      remindInactiveEmployees: build.mutation<ReminderAnswer, BatchArgs>({
        query: ({ batchId, corporateId }) => ({
          url: path(MANAGER_PATHS.inactiveReminders(batchId, corporateId)),
          method: 'POST',
        }),
        extraOptions: { rawBody: true },
        invalidatesTags: ['CorporateDashboard', 'CorporateMember'],
      }),
    }),
  });

export const { useRemindEmployeeMutation, useRemindInactiveEmployeesMutation } = remindersApi;
