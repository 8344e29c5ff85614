/**
 * The staff's blog (decision 0052) under /api/lcadm/blog: posts, their categories, the staff who sign them and the
 * picture upload; tagged 'AdminBlog'. A change also invalidates the public site's 'Content' (the shell's blog pages).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AdminBlogPost,
  BlogAuthorOption,
  BlogImage,
  BlogPostInput,
  BlogPostStatus,
} from '@akademi-siber/util-contracts';

export interface AdminBlogCategory {
  id: number;
  slug: string;
  category: string;
  order: number;
  /** Posts of every status in it. */
  posts: number;
}

export interface AdminBlogPostsArgs {
  page: number;
  perPage: number;
  search: string;
  status: BlogPostStatus | '';
}

const CATEGORIES = 'api/lcadm/blog/categories';
const POSTS = 'api/lcadm/blog/posts';
const TAGS = ['AdminBlog', 'Content'] as const;

export const blogApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminBlogCategories: build.query<AdminBlogCategory[], void>({
      query: () => CATEGORIES,
      providesTags: ['AdminBlog'],
    }),
    createAdminBlogCategory: build.mutation<AdminBlogCategory, { category: string }>({
      query: (body) => ({ url: CATEGORIES, method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    renameAdminBlogCategory: build.mutation<AdminBlogCategory, { id: number; category: string }>({
      query: ({ id, category }) => ({ url: `${CATEGORIES}/${id}`, method: 'PUT', body: { category } }),
      invalidatesTags: [...TAGS],
    }),
    reorderAdminBlogCategories: build.mutation<AdminBlogCategory[], number[]>({
      query: (ids) => ({ url: `${CATEGORIES}/order`, method: 'PUT', body: { ids } }),
      invalidatesTags: [...TAGS],
    }),
    deleteAdminBlogCategory: build.mutation<null, number>({
      query: (id) => ({ url: `${CATEGORIES}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...TAGS],
    }),
    getAdminBlogAuthors: build.query<BlogAuthorOption[], void>({
      query: () => 'api/lcadm/blog/authors',
    }),
    getAdminBlogPosts: build.query<ApiList<AdminBlogPost>, AdminBlogPostsArgs>({
      query: ({ page, perPage, search, status }) => ({
        url: POSTS,
        params: { page, per_page: perPage, ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['AdminBlog'],
    }),
    getAdminBlogPost: build.query<AdminBlogPost, number>({
      query: (id) => `${POSTS}/${id}`,
      providesTags: ['AdminBlog'],
    }),
    createAdminBlogPost: build.mutation<AdminBlogPost, BlogPostInput>({
      query: (body) => ({ url: POSTS, method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    updateAdminBlogPost: build.mutation<AdminBlogPost, { id: number; body: BlogPostInput }>({
      query: ({ id, body }) => ({ url: `${POSTS}/${id}`, method: 'PUT', body }),
      invalidatesTags: [...TAGS],
    }),
    deleteAdminBlogPost: build.mutation<null, number>({
      query: (id) => ({ url: `${POSTS}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...TAGS],
    }),
    uploadAdminBlogImage: build.mutation<BlogImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: 'api/lcadm/blog/images', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetAdminBlogCategoriesQuery,
  useCreateAdminBlogCategoryMutation,
  useRenameAdminBlogCategoryMutation,
  useReorderAdminBlogCategoriesMutation,
  useDeleteAdminBlogCategoryMutation,
  useGetAdminBlogAuthorsQuery,
  useGetAdminBlogPostsQuery,
  useGetAdminBlogPostQuery,
  useCreateAdminBlogPostMutation,
  useUpdateAdminBlogPostMutation,
  useDeleteAdminBlogPostMutation,
  useUploadAdminBlogImageMutation,
} = blogApi;
