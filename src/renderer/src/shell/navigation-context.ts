import { createContext, useContext } from 'solid-js';
import type { NavigationStore } from '../stores/navigation-store';

/** The page's one navigation store, for the links and Back buttons deep inside the views. */
export const NavigationContext = createContext<NavigationStore>();

export function useNavigation(): NavigationStore {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A view that links to records must be inside <NavigationContext.Provider>.');
  return navigation;
}
