/** The home page's testimonials (`GET /api/testimonials`, served by the API's catalog module). */
import { api } from '@akademi-siber/data-access-api';
import type { Testimonial } from '@akademi-siber/util-contracts';

export const testimonialsApi = api.enhanceEndpoints({ addTagTypes: ['Marketing'] }).injectEndpoints({
  endpoints: (build) => ({
    getTestimonials: build.query<Testimonial[], void>({
      query: () => 'api/testimonials',
      providesTags: ['Marketing'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetTestimonialsQuery } = testimonialsApi;
