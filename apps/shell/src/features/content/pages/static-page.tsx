/**
 * A company or legal page of the default layout, from its content entry (parts/static-pages.ts; the affiliate
 * policy in parts/affiliate-policy.ts).
 */
import styled from 'styled-components';
import { Heading, Stack, Text, theme, usePageTitle } from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { AFFILIATE_POLICY } from '../parts/affiliate-policy';
import { ABOUT_US, PRIVACY_POLICY, TERMS, type StaticPageContent } from '../parts/static-pages';

const Prose = styled.div`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.7;

  p,
  ul {
    margin: 0;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding-left: 1.25rem;
  }
`;

export function StaticPage({ content }: { content: StaticPageContent }) {
  usePageTitle(content.title);
  return (
    <article aria-labelledby="static-title">
      <Stack $gap={6}>
        <Stack $gap={3}>
          <Heading level={1} id="static-title">
            {content.title}
          </Heading>
          <Text $muted $size="sm">
            Terakhir diperbarui <time dateTime={content.updated}>{formatDate(content.updated)}</time>
          </Text>
          <Text $size="lg">{content.lead}</Text>
        </Stack>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <Stack $gap={3}>
              <Heading level={2}>{section.heading}</Heading>
              <Prose>
                <Stack $gap={3}>
                  {section.paragraphs?.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </Stack>
              </Prose>
            </Stack>
          </section>
        ))}
      </Stack>
    </article>
  );
}

export const AboutUsPage = () => <StaticPage content={ABOUT_US} />;
export const PrivacyPolicyPage = () => <StaticPage content={PRIVACY_POLICY} />;
export const TermsPage = () => <StaticPage content={TERMS} />;
export const AffiliatePolicyPage = () => <StaticPage content={AFFILIATE_POLICY} />;
