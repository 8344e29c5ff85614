import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './button';
import { focusableIn } from './dom';
import { IconClose } from './icons';
import { media, theme } from './theme';
import { Heading } from './typography';

const { colors, radii, shadows, zIndices } = theme;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: ${colors.overlay};
  overflow-y: auto;
`;

const widths = { sm: '400px', md: '560px', lg: '800px' } as const;

const Dialog = styled.div<{ $size: keyof typeof widths }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  border-radius: ${radii.lg};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lg};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    max-height: calc(100vh - 1rem);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0.5rem 1.5rem;
`;

const Body = styled.div`
  padding: 0.5rem 1.5rem 1.5rem;
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${colors.border};
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  size?: keyof typeof widths;
}

/**
 * A modal dialog: focus moves into it on open, Tab stays inside, Escape closes, and focus returns to the
 * element that opened it. Rendered in a portal on document.body so no parent overflow can clip it.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ title, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read through a ref so a new onClose each render does not re-run the open/close effect.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const [first] = focusableIn(dialog);
    // Skip the close button when there is content to start on: it is the last thing most users want.
    const firstContent = focusableIn(dialog).find((el) => el.dataset.modalClose === undefined);
    (firstContent ?? first ?? dialog)?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current?.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Heading level={4} id={titleId}>
            {title}
          </Heading>
          <IconButton label="Tutup" data-modal-close="" onClick={() => onCloseRef.current()}>
            <IconClose />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Dialog>
    </Overlay>
  );
}
