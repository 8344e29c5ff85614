import { useParams } from 'react-router-dom';

/** The batch and company of a manager's page (`…/{batchId}/group/{corporateId}`); null for ids that are not ids. */
export function useBatchParams(): { batchId: number; corporateId: number } | null {
  const params = useParams();
  const batchId = Number(params['batchId']);
  const corporateId = Number(params['corporateId']);
  const valid = (n: number) => Number.isInteger(n) && n >= 0;
  return valid(batchId) && valid(corporateId) ? { batchId, corporateId } : null;
}
