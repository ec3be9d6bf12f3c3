import { create } from 'zustand';

/**
 * The global loading overlay's nested counter (spec §2 "Global dialogs"): every API request shows it and its
 * response or error hides it; the overlay stays while the count is above zero.
 */
interface LoadingState {
  count: number;
  show: () => void;
  hide: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  count: 0,
  show: () => set((state) => ({ count: state.count + 1 })),
  hide: () => set((state) => ({ count: Math.max(0, state.count - 1) })),
}));
