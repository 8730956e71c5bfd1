import { createContext, type ReactNode, useContext } from 'react';
import { PublicFrame } from './public-frame.tsx';

/** True below a frame (header, footer) that is already on screen. */
const InsideFrame = createContext(false);

/** Marks its children as inside a frame, so that screens rendered there add no second one. */
export function FrameProvider({ children }: { children: ReactNode }) {
  return <InsideFrame.Provider value={true}>{children}</InsideFrame.Provider>;
}

/**
 * The public frame around a screen that may render at the top (a failure of the root route) or
 * inside the signed-in shell (a failure of one page): only in the first case does it add a
 * header and footer, so the page never shows two headers.
 */
export function FrameOnce({ children }: { children: ReactNode }) {
  const inside = useContext(InsideFrame);
  return inside ? children : <PublicFrame>{children}</PublicFrame>;
}
