export { PinInput, PinInputSlot, pinInputSlotVariants, type PinInputProps } from './pin-input';
