/**
 * A new item's slug suggested from its title (`Aman di Wi-Fi Publik!` → `aman-di-wi-fi-publik`) until the staff type a
 * slug of their own; an existing item's slug never follows its title (its address is already shared). Takes the two
 * fields' props (`form.text(…)`) and how to set the slug, and gives the fields' props back.
 */
import { useState, type ChangeEvent } from 'react';
import { slugFromTitle } from '@akademi-siber/util-contracts';

type FieldProps = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

export function useSuggestedSlug<T extends FieldProps, S extends FieldProps>(
  title: T,
  slug: S,
  setSlug: (slug: string) => void,
  isNew: boolean,
): { title: T; slug: S } {
  const [follows, setFollows] = useState(isNew);
  return {
    title: {
      ...title,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        void title.onChange(event);
        if (follows) setSlug(slugFromTitle(event.target.value));
      },
    },
    slug: {
      ...slug,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setFollows(false);
        void slug.onChange(event);
      },
    },
  };
}
