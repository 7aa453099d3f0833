import { createContext, useContext } from 'react';

/** Ends the session on this page: clears every cached answer and returns to the login at '/'. */
export const LeaveSessionContext = createContext<(() => void) | null>(null);

export function useLeaveSession(): () => void {
  const leave = useContext(LeaveSessionContext);
  if (!leave) throw new Error('useLeaveSession must be used inside <AuthGate>.');
  return leave;
}
