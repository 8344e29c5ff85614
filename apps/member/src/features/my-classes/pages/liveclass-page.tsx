import { Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Link } from 'react-router-dom';
import { OrdersList } from '../../orders';
import { ClassList } from '../parts/class-list';

/** /member/liveclass — the member's live classes and live-class orders. */
export function LiveClassPage() {
  usePageTitle('Live Class Saya');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $gap={2}>
          <Heading level={1}>Live Class Saya</Heading>
          <Text $muted>
            Batch live class yang Anda ikuti dan pesanan live class Anda. Jadwal sesinya ada di{' '}
            <Link to="/member/training-index">Jadwal Pelatihan</Link>.
          </Text>
        </Stack>
        <section aria-labelledby="liveclass-kelas">
          <Stack $gap={4}>
            <Heading level={2} id="liveclass-kelas">
              Kelas
            </Heading>
            <ClassList kind="liveclass" />
          </Stack>
        </section>
        <section aria-labelledby="liveclass-pesanan">
          <Stack $gap={4}>
            <Heading level={2} id="liveclass-pesanan">
              Pesanan live class
            </Heading>
            <OrdersList kind="liveclass" label="Status pesanan live class" />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
