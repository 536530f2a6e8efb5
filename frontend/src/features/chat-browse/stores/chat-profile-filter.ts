import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ChatProfileFilterState {
  /** The gender picked last ('all', '0' women, '1' men, '2' transgender). */
  readonly gender: string;
  readonly category: string;
  readonly setGender: (gender: string) => void;
  readonly setCategory: (category: string) => void;
}

/** The persisted chat profile filter slice: the browse page opens on the last choice. */
export const useChatProfileFilter = create<ChatProfileFilterState>()(
  persist(
    (set) => ({
      gender: 'all',
      category: '',
      setGender: (gender) => {
        set({ gender });
      },
      setCategory: (category) => {
        set({ category });
      },
    }),
    { name: 'flirtwire.chat-profile-filter', storage: createJSONStorage(() => localStorage) },
  ),
);
