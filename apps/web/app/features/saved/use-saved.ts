import { useFetchers } from 'react-router';
import { useRootData } from '../../lib/root-data';
import { savedActionPath } from './saved-intents';

/**
 * The ids of the customer's saved products, with the save/remove forms still on their way applied
 * on top: a heart fills or empties the moment it is clicked, and the server's answer confirms it.
 */
export function useSavedIds(): Set<number> {
  const ids = new Set(useRootData()?.savedIds ?? []);
  for (const f of useFetchers()) {
    if (f.state === 'idle' || !f.formData || f.formAction?.split('?')[0] !== savedActionPath) continue;
    const id = Number(f.formData.get('product_id'));
    if (f.formData.get('intent') === 'save') ids.add(id);
    else ids.delete(id);
  }
  return ids;
}
