/** The staff stock screen's server texts in Kannada (en-stock.ts). */
import type { StockKey } from './en-stock';

export const KN_STOCK: Record<StockKey, string> = {
  'stock.reasonRequired': 'ದಾಸ್ತಾನು ಏಕೆ ಬದಲಾಗುತ್ತಿದೆ ಎಂದು ತಿಳಿಸಿ: ಕಾರಣ ಕಡ್ಡಾಯ',
  'stock.notYourBranch': 'ನೀವು ನಿಮ್ಮ ಶಾಖೆಯ ದಾಸ್ತಾನನ್ನು ಮಾತ್ರ ನೋಡಬಹುದು ಮತ್ತು ಬದಲಿಸಬಹುದು',
  'stock.managerOnly': 'ಶಾಖೆಗಳ ನಡುವೆ ದಾಸ್ತಾನು ಸಾಗಿಸುವುದು ಮ್ಯಾನೇಜರ್ ಮಾತ್ರ',
  'stock.sameBranch': 'ದಾಸ್ತಾನು ಸಾಗಿಸಲು ಎರಡು ಬೇರೆ ಬೇರೆ ಶಾಖೆಗಳನ್ನು ಆರಿಸಿ',
  'stock.packUnknown': 'ಆ ಪ್ಯಾಕ್ ಈ ಉತ್ಪನ್ನದ ಗಾತ್ರಗಳಲ್ಲಿ ಒಂದಲ್ಲ',
  'stock.short': '{branch} ನಲ್ಲಿ ಈ ಪ್ಯಾಕ್ ಕೇವಲ {left} ಇದೆ: ಏನೂ ಬದಲಾಗಿಲ್ಲ',
  'stock.counted': 'ದಾಸ್ತಾನು ನವೀಕರಿಸಲಾಗಿದೆ',
  'stock.received': 'ಸರಕು ಸ್ವೀಕರಿಸಲಾಗಿದೆ',
  'stock.writtenOff': 'ಖರ್ಚು ಬರೆಯಲಾಗಿದೆ',
  'stock.transferred': 'ದಾಸ್ತಾನನ್ನು ಶಾಖೆಗಳ ನಡುವೆ ಸಾಗಿಸಲಾಗಿದೆ',
  'stock.elsewhere': 'ಇಂದು {here} ನಲ್ಲಿ ಇಲ್ಲ — {there} ನಲ್ಲಿ ಪಿಕ್ ಅಪ್ ಮಾಡಿ',
  'stock.pickupThere': '{there} ನಲ್ಲಿ ಪಿಕ್ ಅಪ್ ಮಾಡಿ',
  'stock.csvColumns': 'ಮೊದಲ ಸಾಲು sku, pack, branch, counted ಕಾಲಮ್‌ಗಳನ್ನು ಹೆಸರಿಸಬೇಕು: ಸಿಕ್ಕಿದ್ದು {found}',
  'stock.csvBadCount': 'ಸಾಲು {row}: counted 0 ರಿಂದ {max} ವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆ ಆಗಿರಬೇಕು, {value} ಅಲ್ಲ',
  'stock.csvDuplicate': 'ಸಾಲು {row} ಸಾಲು {first} ರಂತೆಯೇ ಅದೇ ಶಾಖೆಯ ಅದೇ ಪ್ಯಾಕ್ ಅನ್ನು ಎಣಿಸುತ್ತದೆ',
  'stock.csvUnknownPack': 'ಸಾಲು {row}: {sku} ಗೆ {pack} ಪ್ಯಾಕ್ ಇಲ್ಲ',
  'stock.csvUnknownBranch': 'ಸಾಲು {row}: {branch} ಎಂಬ ಶಾಖೆ ಇಲ್ಲ',
  'stock.csvOtherBranch': 'ಸಾಲು {row}: ನೀವು ನಿಮ್ಮ ಶಾಖೆಯನ್ನು ಮಾತ್ರ ಎಣಿಸಬಹುದು, {branch} ಅಲ್ಲ',
  'stock.csvChecked': '{changes} ಎಣಿಕೆಗಳು ಬದಲಾಗುತ್ತವೆ, {same} ಬದಲಾಗುವುದಿಲ್ಲ, {refused} ಸಾಲುಗಳನ್ನು ನಿರಾಕರಿಸಲಾಗಿದೆ',
  'stock.csvApplied': '{n} ಎಣಿಕೆಗಳು ಬದಲಾಗಿವೆ',
};
