import { ContentLayout } from './content-layout';

/** cybercast: /cybercast, /cybercast/all, /cybercast/kategori/{kategori} — the navbar with Cybercast's categories. */
export function CybercastLayout() {
  return <ContentLayout kind="cybercast" />;
}
