let n = 1_; // expect error: SyntaxError: Numeric separators are not allowed at the end of numeric literals
