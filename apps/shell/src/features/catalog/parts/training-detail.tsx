/**
 * One corporate training's page: its description, topics and company groups, with the panel that asks for it;
 * with a group in the address, that group's panel (its dates, participants and the way in for its members).
 */
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '@akademi-siber/data-access-auth';
import { Badge, Button, Card, Container, Heading, Notice, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { CorporateTrainingDetail, CorporateTrainingGroup } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { ContentText } from '../../../layout/content-text';
import { DetailColumns, Facts, PageBand, useViewer } from '../../../layout/page-parts';
import { formatDateRange } from './catalog-cards';

function GroupCard({
  training,
  group,
  current,
}: {
  training: CorporateTrainingDetail;
  group: CorporateTrainingGroup;
  current: boolean;
}) {
  const dates = formatDateRange(group.startsAt, group.endsAt);
  return (
    <Card as="li" style={current ? { borderColor: theme.colors.primary, borderWidth: 2 } : undefined}>
      <Stack $gap={1}>
        <Link to={`/corporate-training/${training.slug}/${group.slug}`} aria-current={current ? 'page' : undefined}>
          {group.name}
        </Link>
        <Text $size="sm" $muted>
          {group.companyName} · {dates} · {formatNumber(group.participantCount)} peserta
        </Text>
      </Stack>
    </Card>
  );
}

function GroupPanel({ training, group }: { training: CorporateTrainingDetail; group: CorporateTrainingGroup }) {
  const viewer = useViewer();
  const location = useLocation();
  const memberPath = `/member/corporate-training/${training.slug}/${group.slug}`;
  return (
    <Card as="aside" aria-labelledby="group-title" style={{ borderTop: `4px solid ${theme.colors.primary}` }}>
      <Stack $gap={3}>
        <Text $size="sm" $muted>
          Grup pelatihan
        </Text>
        <Heading level={2} id="group-title" style={{ fontSize: theme.fontSizes.xl }}>
          {group.name}
        </Heading>
        <Facts
          items={[
            { label: 'Perusahaan', value: group.companyName },
            { label: 'Jadwal', value: formatDateRange(group.startsAt, group.endsAt) },
            { label: 'Peserta', value: <>{formatNumber(group.participantCount)} orang</> },
          ]}
        />
        {viewer.role === 'member' ? (
          <Button as={Link} to={memberPath} $variant="primary" $block>
            Buka kelas grup
          </Button>
        ) : viewer.role === null && !viewer.checking ? (
          <Button as={Link} to={loginPathFor(`${location.pathname}${location.search}`)} $variant="primary" $block>
            Masuk sebagai peserta
          </Button>
        ) : viewer.role !== null ? (
          <Text $size="sm" $muted>
            Kelas grup hanya dapat dibuka dengan akun member yang didaftarkan perusahaan.
          </Text>
        ) : null}
        <Text $size="sm" $muted>
          Peserta didaftarkan oleh perusahaan. Hubungi koordinator pelatihan di kantor Anda bila belum punya akses.
        </Text>
      </Stack>
    </Card>
  );
}

export function TrainingBody({ training, groupSlug }: { training: CorporateTrainingDetail; groupSlug?: string }) {
  const group = groupSlug
    ? training.groups.find((item) => item.slug.toLowerCase() === groupSlug.toLowerCase())
    : undefined;
  return (
    <>
      <PageBand $muted aria-labelledby="training-title">
        <Container>
          <Stack $gap={4}>
            <Link to="/corporate-training">← Semua pelatihan</Link>
            <Heading level={1} id="training-title">
              {group ? `${training.title}: ${group.name}` : training.title}
            </Heading>
            <Text $size="lg" $muted style={{ maxWidth: 760 }}>
              {training.summary}
            </Text>
            <span>
              <Badge>{training.durationDays} hari</Badge>
            </span>
          </Stack>
        </Container>
      </PageBand>
      <PageBand>
        <Container>
          <DetailColumns>
            <Stack $gap={8}>
              {groupSlug && !group && (
                <Notice $tone="warning" role="status">
                  Grup “{groupSlug}” tidak ditemukan pada pelatihan ini. Berikut grup yang ada.
                </Notice>
              )}
              <section aria-labelledby="training-about">
                <Stack $gap={3}>
                  <Heading level={2} id="training-about">
                    Tentang pelatihan
                  </Heading>
                  <ContentText body={training.description} headingLevel={3} />
                </Stack>
              </section>
              {training.topics.length > 0 && (
                <section aria-labelledby="training-topics">
                  <Stack $gap={3}>
                    <Heading level={2} id="training-topics">
                      Topik
                    </Heading>
                    <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 8 }}>
                      {training.topics.map((topic) => (
                        <li key={topic}>{topic}</li>
                      ))}
                    </ul>
                  </Stack>
                </section>
              )}
              <section aria-labelledby="training-groups">
                <Stack $gap={3}>
                  <Heading level={2} id="training-groups">
                    Grup pelatihan
                  </Heading>
                  {training.groups.length === 0 ? (
                    <Text $muted>Belum ada grup perusahaan untuk pelatihan ini.</Text>
                  ) : (
                    <Stack as="ul" $gap={3} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                      {training.groups.map((item) => (
                        <GroupCard
                          key={item.slug}
                          training={training}
                          group={item}
                          current={item.slug === group?.slug}
                        />
                      ))}
                    </Stack>
                  )}
                </Stack>
              </section>
            </Stack>
            {group ? (
              <GroupPanel training={training} group={group} />
            ) : (
              <Card
                as="aside"
                aria-labelledby="training-cta"
                style={{ borderTop: `4px solid ${theme.colors.primary}` }}
              >
                <Stack $gap={3}>
                  <Heading level={2} id="training-cta" style={{ fontSize: theme.fontSizes.xl }}>
                    Tertarik untuk tim Anda?
                  </Heading>
                  <Text $muted>
                    Kami menyesuaikan jadwal, lokasi, dan studi kasus dengan kebutuhan perusahaan Anda.
                  </Text>
                  <Button
                    as={Link}
                    to={`/corporate-trainings?pelatihan=${encodeURIComponent(training.slug)}#ajukan`}
                    $variant="primary"
                    $block
                  >
                    Ajukan pelatihan ini
                  </Button>
                </Stack>
              </Card>
            )}
          </DetailColumns>
        </Container>
      </PageBand>
    </>
  );
}
