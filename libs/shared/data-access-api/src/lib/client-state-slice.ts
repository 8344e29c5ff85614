/** Shared client state of spec §3: cart total, notification total, page data, batch, checkout flags. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from './base-query';

export const BATCH_STORAGE_KEY = 'batch';

export interface PageData {
  modules: unknown[];
  material: unknown | null;
}

export interface CheckoutState {
  isCheckout: boolean;
  isAddToCart: boolean;
  idHashModule: string | null;
  idHashCourse: string | null;
  liveClassBatchId: string | null;
}

export interface ClientState {
  totalCart: number;
  total_notif: number;
  pageData: PageData;
  selectedBatchId: number | null;
  checkout: CheckoutState;
  online: boolean;
}

const emptyCheckout: CheckoutState = {
  isCheckout: false,
  isAddToCart: false,
  idHashModule: null,
  idHashCourse: null,
  liveClassBatchId: null,
};

export const initialClientState: ClientState = {
  totalCart: 0,
  total_notif: 0,
  pageData: { modules: [], material: null },
  selectedBatchId: null,
  checkout: emptyCheckout,
  online: true,
};

export const clientStateSlice = createSlice({
  name: 'app',
  initialState: initialClientState,
  reducers: {
    setTotalCart: (state, action: PayloadAction<number>) => {
      state.totalCart = Math.max(0, action.payload);
    },
    setTotalNotif: (state, action: PayloadAction<number>) => {
      state.total_notif = Math.max(0, action.payload);
    },
    setPageData: (state, action: PayloadAction<PageData>) => {
      state.pageData = action.payload;
    },
    setSelectedBatch: (state, action: PayloadAction<number | null>) => {
      state.selectedBatchId = action.payload;
    },
    setCheckoutModule: (state, action: PayloadAction<string>) => {
      state.checkout.idHashModule = action.payload;
      state.checkout.isCheckout = true;
    },
    setCheckoutCourse: (state, action: PayloadAction<string>) => {
      state.checkout.idHashCourse = action.payload;
      state.checkout.isCheckout = true;
    },
    setCheckoutLiveClassBatch: (state, action: PayloadAction<string>) => {
      state.checkout.liveClassBatchId = action.payload;
      state.checkout.isCheckout = true;
    },
    setAddToCart: (state, action: PayloadAction<string>) => {
      state.checkout.isAddToCart = true;
      state.checkout.idHashCourse = action.payload;
    },
    clearCheckout: (state) => {
      state.checkout = emptyCheckout;
    },
    setOnline: (state, action: PayloadAction<boolean>) => {
      state.online = action.payload;
    },
    resetCart: (state) => {
      state.totalCart = 0;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.totalCart = 0;
    });
  },
});

export const clientStateActions = clientStateSlice.actions;
