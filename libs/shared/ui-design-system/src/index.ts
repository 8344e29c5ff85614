// The one public entry of the design system. It is shared at run time as a singleton by the shell and the
// remotes, so everything they use is exported from here and nothing else is imported by path.

// Type-only, erased at build time: brings the DefaultTheme augmentation into every program importing this index.
import type {} from './styled';

export { theme, media, SIDEBAR_WIDTH } from './lib/theme';
export type { AppTheme, SpaceKey, SpaceValue } from './lib/theme';
export { GlobalStyle } from './lib/global-style';
export { DesignSystemProvider } from './lib/provider';

export { Button, IconButton } from './lib/button';
export type { ButtonProps, ButtonSize, ButtonStyleProps, ButtonVariant, IconButtonProps } from './lib/button';
export { TextField } from './lib/text-field';
export type { TextFieldProps } from './lib/text-field';
export { PasswordField } from './lib/password-field';
export type { PasswordChecklistItem, PasswordFieldProps } from './lib/password-field';
export { Checkbox } from './lib/checkbox';
export type { CheckboxProps } from './lib/checkbox';
export { Select } from './lib/select';
export type { SelectOption, SelectProps } from './lib/select';

export { Container, Stack, Grid, Card } from './lib/layout';
export type { CardProps, GridProps, StackProps } from './lib/layout';
export { Heading, Text, Truncate } from './lib/typography';
export type { HeadingLevel, HeadingProps, TextProps, TextSize, TruncateProps } from './lib/typography';
export { VisuallyHidden } from './lib/visually-hidden';

export { Badge } from './lib/badge';
export type { BadgeTone } from './lib/badge';
export { Avatar, DEFAULT_AVATAR_SRC } from './lib/avatar';
export type { AvatarProps } from './lib/avatar';
export { StatCard } from './lib/stat-card';
export type { StatCardProps } from './lib/stat-card';
export { ProgressBar } from './lib/progress-bar';
export type { ProgressBarProps, ProgressTone } from './lib/progress-bar';
export { Table } from './lib/table';
export type { TableColumn, TableProps } from './lib/table';
export { Pagination } from './lib/pagination';
export type { PaginationProps } from './lib/pagination';
export { Tabs } from './lib/tabs';
export type { TabItem, TabsProps } from './lib/tabs';
export { Tooltip } from './lib/tooltip';
export type { TooltipProps } from './lib/tooltip';

export { Skeleton, SkeletonList } from './lib/skeleton';
export type { SkeletonListProps, SkeletonProps } from './lib/skeleton';
export { EmptyState, ErrorState } from './lib/states';
export { usePageTitle } from './lib/page-title';
export type { EmptyStateProps, ErrorStateProps } from './lib/states';
export { Spinner } from './lib/spinner';
export type { SpinnerProps } from './lib/spinner';
export { Modal } from './lib/modal';
export type { ModalProps } from './lib/modal';

export {
  ToastProvider,
  useToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_TITLE,
  TOAST_DEFAULT_VARIANT,
} from './lib/toast';
export type { ToastApi, ToastOptions, ToastVariant } from './lib/toast';

export { TopBar } from './lib/top-bar';
export type { TopBarProps } from './lib/top-bar';
export { NavList, NavItem } from './lib/nav';
export { Dropdown } from './lib/dropdown';
export type { DropdownProps } from './lib/dropdown';
export { Sidebar } from './lib/sidebar';
export type { SidebarProps } from './lib/sidebar';
export { PageShell, MAIN_CONTENT_ID } from './lib/page-shell';
export type { PageShellProps } from './lib/page-shell';
export { FooterGrid, FooterColumn, FooterBottom } from './lib/footer';
export { Brand } from './lib/brand';
export type { BrandProps } from './lib/brand';
export { LoadingBar } from './lib/loading-bar';
export type { LoadingBarProps } from './lib/loading-bar';
export { Notice } from './lib/notice';
export { CountBadge } from './lib/count-badge';
export type { CountBadgeProps } from './lib/count-badge';
export {
  IconCart,
  IconBell,
  IconExternal,
  IconInstagram,
  IconLinkedIn,
  IconYouTube,
  IconXSocial,
} from './lib/chrome-icons';
export type { ChromeIconProps } from './lib/chrome-icons';
