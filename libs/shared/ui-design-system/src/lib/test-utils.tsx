/** Test helper (not exported from the lib): renders inside DesignSystemProvider with a user-event instance. */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DesignSystemProvider } from './provider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Set when the test uses jest fake timers, so user-event advances them instead of waiting for real. */
  fakeTimers?: boolean;
}

export function renderWithDesignSystem(ui: ReactElement, { fakeTimers = false, ...options }: Options = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { user, ...render(ui, { wrapper: DesignSystemProvider, ...options }) };
}
