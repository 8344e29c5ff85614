import { ErrorPanel, type ErrorPanelProps } from '@akademi-siber/feature-app-frame';
import { PublicLayout } from '../layouts/public-layout';

/** The shell's error page: 404, 500 and other statuses inside the public layout. */
export function ErrorPage(props: ErrorPanelProps) {
  return (
    <PublicLayout>
      <ErrorPanel {...props} />
    </PublicLayout>
  );
}
