import styled from 'styled-components';
import { Heading, theme } from '@akademi-siber/ui-design-system';

const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.7;

  p {
    margin: 0;
  }

  h2 {
    margin-top: 1rem;
  }
`;

/**
 * The text of a post or an episode's show notes as the API sends it: paragraphs separated by a blank line, a
 * paragraph starting with `## ` a subheading. Rendered as text (never as HTML), so content cannot inject markup.
 */
export function ContentText({ body, headingLevel = 2 }: { body: string; headingLevel?: 2 | 3 | 4 }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Prose>
      {blocks.map((block, index) =>
        block.startsWith('## ') ? (
          <Heading key={index} level={3} as={`h${headingLevel}`}>
            {block.slice(3)}
          </Heading>
        ) : (
          <p key={index}>{block}</p>
        ),
      )}
    </Prose>
  );
}
