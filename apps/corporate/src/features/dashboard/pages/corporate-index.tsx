import { Navigate } from 'react-router-dom';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';

/** /corporate-program → the manager's dashboard for the stored or first batch (spec §4). */
export function CorporateIndex() {
  const { user } = useSession();
  return user ? <Navigate to={roleHome(user, readStoredBatchId())} replace /> : null;
}
