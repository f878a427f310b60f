// Task "picker-tenor": the styled GIF picker of picker-styled, inline, over KLIPY's
// Tenor-compatible API: a Tenor-v2 source as its `client` (docs/providers.md); the picker takes
// its placeholder ("Search KLIPY") from the source. Carries none of GIPHY's normalizer or
// platform code (`forbidModules` in size-budgets.json, checked by the size step).
import 'gifkit/styled/picker.css';
import { createTenorSource } from 'gifkit';
import { GifPicker } from 'gifkit/styled';

const klipy = createTenorSource({ provider: 'klipy', key: 'YOUR_KEY', clientKey: 'my-app' });

export function Picker({ onSelect }: { onSelect: (gif: { id: string }) => void }) {
  return <GifPicker client={klipy} onSelect={onSelect} />;
}
