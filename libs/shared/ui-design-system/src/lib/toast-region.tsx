/** The on-screen list of toasts and the timer of each one. */
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './button';
import { IconAlert, IconCheckCircle, IconClose, IconInfo } from './icons';
import { media, theme } from './theme';
import type { ToastEntry, ToastVariant } from './toast';

const { colors, fonts, fontSizes, radii, shadows, zIndices } = theme;

const variantLook: Record<ToastVariant, { accent: string; icon: string }> = {
  danger: { accent: colors.danger, icon: colors.dangerText },
  success: { accent: colors.success, icon: colors.successText },
  info: { accent: colors.primary, icon: colors.primaryText },
  warning: { accent: colors.warningBright, icon: colors.warningText },
};

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: ${zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: min(380px, calc(100vw - 2rem));
  pointer-events: none;

  ${media.mobile} {
    right: 0.5rem;
    left: 0.5rem;
    bottom: 0.5rem;
    width: auto;
  }
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.5rem 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${({ $variant }) => variantLook[$variant].accent};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} ${theme.motion.normal} ease-out;
`;

const Icon = styled.span<{ $variant: ToastVariant }>`
  display: inline-flex;
  padding-top: 0.125rem;
  color: ${({ $variant }) => variantLook[$variant].icon};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 0.125rem;
`;

const Title = styled.p`
  margin: 0;
  font-family: ${fonts.ui};
  font-weight: 600;
`;

const Message = styled.p`
  margin: 0.125rem 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

const icons: Record<ToastVariant, typeof IconInfo> = {
  danger: IconAlert,
  warning: IconAlert,
  success: IconCheckCircle,
  info: IconInfo,
};

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  // The timer pauses while the pointer or focus is on the toast, so it never vanishes while being read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const VariantIcon = icons[toast.variant];

  useEffect(() => {
    if (paused || !(toast.durationMs > 0) || !Number.isFinite(toast.durationMs)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.durationMs, onDismiss]);

  return (
    <Card
      $variant={toast.variant}
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon $variant={toast.variant} aria-hidden="true">
        <VariantIcon />
      </Icon>
      <Content>
        <Title>{toast.title}</Title>
        <Message>{toast.message}</Message>
      </Content>
      <IconButton label="Tutup" $size="sm" onClick={() => onDismiss(toast.id)}>
        <IconClose size={18} />
      </IconButton>
    </Card>
  );
}

/**
 * Always mounted (even when empty) so screen readers already watch the live region when a toast arrives.
 * aria-atomic false: only the new toast is read, not every toast still on screen.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastEntry[]; onDismiss: (id: string) => void }) {
  return (
    <Region role="status" aria-live="polite" aria-atomic="false" aria-label="Notifikasi">
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={onDismiss} />
      ))}
    </Region>
  );
}
