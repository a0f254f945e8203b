import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckEmailResult } from '@touchline/contracts';
import { emailSet, type RootState } from '@touchline/store';

/**
 * What the email-first step learned, for the steps after it. The session itself (email, user,
 * host area, status) lives in the shared store's auth slice, which every host reads.
 */
export interface AuthFlowState {
  /** What the email check answered for the held email. */
  check: CheckEmailResult | null;
}

export const initialFlowState: AuthFlowState = { check: null };

export const authFlowSlice = createSlice({
  name: 'authFlow',
  initialState: initialFlowState,
  reducers: {
    emailChecked(state, action: PayloadAction<{ email: string; check: CheckEmailResult | null }>) {
      state.check = action.payload.check;
    },
  },
  extraReducers: (builder) => {
    // A new email (or none) makes the last check's answer stale.
    builder.addCase(emailSet, (state) => {
      state.check = null;
    });
  },
});

type WithFlow = RootState & { authFlow?: AuthFlowState };

export const selectEmailCheck = (state: RootState) =>
  ((state as WithFlow).authFlow ?? initialFlowState).check;

export const { emailChecked } = authFlowSlice.actions;
