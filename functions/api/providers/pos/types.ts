export interface Bill {
  id: string;
  /** epoch ms */
  date: number;
  /** paise */
  amount: number;
  points: number;
  branch: string;
}

export interface PointsEarned {
  id: string;
  date: number;
  points: number;
  /** earn (online order), instore (bill at a counter), adjust */
  source: string;
}

export interface PosProvider {
  readonly simulated: boolean;
  /** bills rung up for this mobile, newest first */
  billsByCustomer(mobile: string): Promise<Bill[]>;
  /** points credited, newest first */
  pointsEarnedHistory(mobile: string): Promise<PointsEarned[]>;
}
