export { PinInput, PinInputSlot, PIN_LENGTH, pinInputSlotVariants, type PinInputProps } from './pin-input';
