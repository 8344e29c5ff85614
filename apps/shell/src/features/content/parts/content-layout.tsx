/**
 * The Blog and Cybercast layouts (spec §2): the public navbar, then a bar listing the section's categories from
 * GET /api/{blog,cybercast}/list-categories. A failed load shows the red 'Info' toast with the message (§7, §8)
 * and leaves the bar with 'Semua' only.
 */
import { NavLink } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useGetContentCategoriesQuery, type ContentKind } from '@akademi-siber/data-access-api';
import { useErrorToast } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { PublicFrame } from '../../../layout/public-frame';
import { SectionBar } from '../../../layout/section-bar';

export const SECTION_LABELS: Record<ContentKind, { name: string; base: string }> = {
  blog: { name: 'Blog', base: '/blog' },
  cybercast: { name: 'Cybercast', base: '/cybercast' },
};

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Placeholder = styled.li`
  width: 96px;
  height: 16px;
  margin: 14px 0.75rem;
  border-radius: 4px;
  background: ${theme.colors.skeleton};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

function CategoryBar({ kind }: { kind: ContentKind }) {
  const { data, isLoading, error } = useGetContentCategoriesQuery(kind);
  useErrorToast(error, `${kind}-categories`);
  const { name, base } = SECTION_LABELS[kind];
  return (
    <SectionBar label={`Kategori ${name}`} title={name}>
      <ul aria-busy={isLoading}>
        <li>
          <NavLink to={`${base}/all`}>Semua</NavLink>
        </li>
        {isLoading && [0, 1, 2].map((index) => <Placeholder key={index} aria-hidden="true" />)}
        {data?.map((item) => (
          <li key={item.slug}>
            <NavLink to={`${base}/kategori/${item.slug}`}>{item.category}</NavLink>
          </li>
        ))}
      </ul>
    </SectionBar>
  );
}

export function ContentLayout({ kind }: { kind: ContentKind }) {
  return <PublicFrame name={kind} sectionBar={<CategoryBar kind={kind} />} />;
}
