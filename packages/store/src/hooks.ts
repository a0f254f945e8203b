import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './core/create-store';
import type { RootState } from './core/root-reducer';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
