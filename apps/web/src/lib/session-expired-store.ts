import { create } from 'zustand';

/** Open when any API call answered 403 (spec §4, §6, §8); the dialog lives in the app shell. */
interface SessionExpiredState {
  open: boolean;
  show: () => void;
  dismiss: () => void;
}

export const useSessionExpiredStore = create<SessionExpiredState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  dismiss: () => set({ open: false }),
}));
