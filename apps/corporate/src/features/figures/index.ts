/**
 * What the manager's pages share (decision 0047): how a figure is written ("Data belum cukup" for a small group
 * without full access), the summary and status cards, the department and item tables, status labels and the reminder
 * buttons with their calls. No page of its own: it loads with the pages that use it.
 */
export { EMPTY_FIGURE, INSUFFICIENT_DATA_TEXT, numberText, percentText, quizText } from './parts/figure-text';
export { StatusBadge } from './parts/status-badge';
export { DepartmentTable, departmentName } from './parts/department-table';
export { figureColumns } from './parts/figure-columns';
export { ItemTable } from './parts/item-table';
export { SummaryCards, StatusCards } from './parts/summary-cards';
export { nextReminderAt, ReminderButton, RemindInactiveButton } from './parts/reminder-buttons';
export { useBatchParams } from './parts/batch-params';
export { NoBatchNotice } from './parts/no-batch-notice';
export { SearchForm } from './parts/search-form';
